import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  if (config.seedDemo) await seedDemoIfEmpty(app);
  if (config.isProduction && config.devTools) {
    // The embedded demo in production mode (docs/decisions/011): fine on this machine, not on the internet.
    app.log.warn(
      'Dev tools are on: /dev/mailbox shows every email, sign-in codes included. Set PUBLIC_URL, SMTP_URL or DEV_TOOLS=false before anyone else can reach this address.',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting connections, waits for in-flight requests, then closes the database.
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Linework is running at ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
