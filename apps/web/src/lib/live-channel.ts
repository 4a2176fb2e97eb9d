/** How a live channel stands: opening (or waiting to reopen), open, or the device is offline. */
export type LiveState = 'connecting' | 'live' | 'offline';

export type LiveChannelOptions = {
  /**
   * A fresh one-minute ticket for the stream: an EventSource cannot send the bearer token, and the
   * browser's own retry would reuse an expired ticket, so every connection asks for a new one.
   */
  ticket: () => Promise<string>;
  /** The stream's whole URL for a ticket (and, for a resumable stream, where to resume). */
  url: (ticket: string) => string;
  /** The stream's named events (besides `ready`) and what each does. */
  events: Record<string, (event: MessageEvent<string>) => void>;
  /** The stream said `ready`: it is live now, the backoff starts over. */
  onReady: (event: MessageEvent<string>) => void;
  /** Each change of the channel's state, for the screen to show. */
  onState: (state: LiveState) => void;
  /** The device came back online (before reconnecting at once). */
  onOnline?: () => void;
};

/**
 * The one live-channel client of the web app (the chat's stream and the studio's): opens an
 * EventSource with a fresh ticket, and after a drop or a failed ticket reconnects with a new one
 * after 1 s, 2 s, 4 s … up to 15 s; back online, it reconnects at once. Returns the close.
 */
export function openLiveChannel(options: LiveChannelOptions): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const retry = () => {
    source?.close();
    source = null;
    if (stopped) return;
    options.onState(navigator.onLine ? 'connecting' : 'offline');
    clearTimeout(timer);
    timer = setTimeout(connect, Math.min(1000 * 2 ** attempt++, 15_000));
  };

  async function connect() {
    if (stopped) return;
    let ticket: string;
    try {
      ticket = await options.ticket();
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const es = new EventSource(options.url(ticket));
    source = es;
    for (const [name, listener] of Object.entries(options.events)) {
      es.addEventListener(name, listener as (event: Event) => void);
    }
    es.addEventListener('ready', (event) => {
      attempt = 0;
      options.onState('live');
      options.onReady(event as MessageEvent<string>);
    });
    es.onerror = retry;
  }

  const online = () => {
    attempt = 0;
    options.onOnline?.();
    retry();
  };
  const offline = () => options.onState('offline');
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
