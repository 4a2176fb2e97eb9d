import type { ReceiptView } from '@linework/contract/payments';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReceiptProjectPart } from './receipt-screen.tsx';

const project = {
  projectId: 'project-1',
  title: 'Forearm sleeve',
  sessionNumber: 3,
  sessionCount: 3,
  label: 'Forearm sleeve — session 3 of 3',
  creditAppliedAmount: 30000,
  quoteAmount: 150000,
  paidAmount: 150000,
  creditHeldAmount: 0,
  dueAmount: 0,
};

function show(kind: ReceiptView['kind']) {
  const r = { kind, currency: 'USD', project } as ReceiptView;
  render(
    <MemoryRouter>
      <ReceiptProjectPart r={r} project={project} signedIn />
    </MemoryRouter>,
  );
}

describe('a receipt of a project session', () => {
  it('names the project and the session, the deposit credited and the record to date', () => {
    show('balance');
    const part = screen.getByRole('region', { name: 'Project' });
    expect(part).toHaveTextContent('Forearm sleeve — session 3 of 3');
    expect(part).toHaveTextContent('Deposit credited to this session: $300');
    expect(part).toHaveTextContent('Forearm sleeve to date: paid $1,500 of $1,500, credit held $0, due $0');
    expect(screen.getByRole('link', { name: 'See the project' })).toHaveAttribute(
      'href',
      '/account/projects/project-1',
    );
  });

  it('a deposit says it is held as the project’s credit', () => {
    show('deposit');
    expect(screen.getByRole('region', { name: 'Project' })).toHaveTextContent(
      'Deposit held as credit for the project',
    );
  });
});
