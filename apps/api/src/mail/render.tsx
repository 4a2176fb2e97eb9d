import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailMessage } from './mailer.ts';

// One template, two parts: the HTML part is the React Email tree rendered, and the plain-text part is
// the same HTML turned into text (React Email's html-to-text settings plus ours below), so the two
// can never tell different things. Docs: docs/decisions/018-email-templates.md.

type Builder = {
  openBlock(o: { leadingLineBreaks: number }): void;
  closeBlock(o: { trailingLineBreaks: number }): void;
  addInline(text: string, o?: { noWordTransform?: boolean }): void;
};
type Walk = (nodes: unknown, builder: Builder) => void;
type Elem = { attribs?: Record<string, string>; children: unknown };

/** A button (Action) becomes its own paragraph, "Label: address". */
function actionLink(elem: Elem, walk: Walk, builder: Builder) {
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(elem.children, builder);
  builder.addInline(`: ${elem.attribs?.href ?? ''}`, { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 2 });
}

const textOptions = {
  formatters: { actionLink },
  selectors: [
    { selector: 'a[data-action]', format: 'actionLink' },
    // A heading reads as it is written, not in capitals.
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'ul', options: { itemPrefix: '- ' } },
  ],
};

/** The HTML and plain-text parts of one email template. */
export async function renderEmail(template: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([
    render(template),
    render(template, { plainText: true, htmlToTextOptions: textOptions as never }),
  ]);
  return { html, text: text.trim() };
}

/** A whole message: its addressing and headers as given, its two parts from the template. */
export async function composeEmail(
  message: Omit<MailMessage, 'text' | 'html'> & { template: ReactElement },
): Promise<MailMessage> {
  const { template, ...rest } = message;
  return { ...rest, ...(await renderEmail(template)) };
}
