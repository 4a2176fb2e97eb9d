import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { Fragment, type ReactNode } from 'react';

// The one look of every Linework email: the brand's name and colours (the web theme's red, AA
// with white text), one h1 per email, body text at 7:1 or more on white, and building blocks whose
// plain-text form reads well too (render.tsx turns the same tree into the text part).

export const brand = {
  name: 'Linework',
  primary: '#C62828',
  text: '#222222',
  muted: '#555555',
  page: '#faf8f5',
  font: "Montserrat, 'Open Sans', Helvetica, Arial, sans-serif",
} as const;

const paragraph = { color: brand.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };

/**
 * An email's frame: the hidden preview line inboxes show, the Linework name, one heading, the body,
 * and a footer (the sender's signature; for bulk mail, why they get it and how to stop).
 */
export function EmailLayout(props: {
  preview: string;
  heading: string;
  children: ReactNode;
  /** Who writes, e.g. "Anchor Ink, through Linework". */
  signature: string;
  footer?: ReactNode;
}) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <title>{props.heading}</title>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: brand.page, fontFamily: brand.font, margin: 0, padding: '24px 0' }}>
        <Container
          style={{ backgroundColor: '#ffffff', maxWidth: '560px', padding: '24px', borderRadius: '8px' }}
        >
          <Text
            data-skip-in-text="true"
            style={{
              color: brand.primary,
              fontSize: '20px',
              fontWeight: 700,
              letterSpacing: '1px',
              margin: 0,
            }}
          >
            {brand.name}
          </Text>
          <Heading
            as="h1"
            style={{ color: brand.text, fontSize: '24px', lineHeight: '32px', margin: '16px 0' }}
          >
            {props.heading}
          </Heading>
          {props.children}
          <Text style={{ ...paragraph, marginTop: '24px' }}>{props.signature}</Text>
          {props.footer && (
            <>
              <Hr style={{ borderColor: '#dddddd', margin: '24px 0 16px' }} />
              <Section>{props.footer}</Section>
            </>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/** Text with its line breaks kept in both parts (someone's own words often have them). */
function withBreaks(children: ReactNode): ReactNode {
  if (typeof children !== 'string' || !children.includes('\n')) return children;
  return children.split('\n').map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed string
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/** A paragraph; line breaks in a plain string are kept. */
export function P({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{withBreaks(children)}</Text>;
}

/** Small print, still at 7:1 contrast. */
export function Small({ children }: { children: ReactNode }) {
  return (
    <Text style={{ ...paragraph, color: brand.muted, fontSize: '14px', lineHeight: '20px' }}>{children}</Text>
  );
}

/** Someone's own words, set apart (a shop's question, a reason, a chat message). */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        ...paragraph,
        borderLeft: `4px solid ${brand.primary}`,
        paddingLeft: '12px',
      }}
    >
      {withBreaks(children)}
    </Text>
  );
}

/** Label–value lines ("When: …"); in the text part each stays one line. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Text style={paragraph}>
      {rows.map(([label, value], i) => (
        <Fragment key={label}>
          {i > 0 && <br />}
          <strong>{label}:</strong> {value}
        </Fragment>
      ))}
    </Text>
  );
}

/** A list of items (offered times, line items). */
export function List({ items }: { items: ReactNode[] }) {
  return (
    <ul style={{ ...paragraph, paddingLeft: '20px' }}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once, never reordered
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The email's main link as a button. The text part shows it as "Label: address" on its own line
 * (render.tsx formats links marked data-action so).
 */
export function Action({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        data-action="true"
        style={{
          backgroundColor: brand.primary,
          color: '#ffffff',
          fontSize: '16px',
          fontWeight: 600,
          padding: '12px 20px',
          borderRadius: '6px',
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
    </Section>
  );
}

/** A link inside a sentence; in the text part the address follows the words. */
export function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: brand.primary, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

/** A picture with its description (alt) for screen readers and blocked images; left out of the text part. */
export function Picture({ src, alt }: { src: string; alt: string }) {
  return (
    <Img src={src} alt={alt} width="512" style={{ maxWidth: '100%', height: 'auto', margin: '0 0 16px' }} />
  );
}

/** The usual signature of a shop's email. */
export const fromShop = (shopName: string) => `${shopName}, through ${brand.name}`;
