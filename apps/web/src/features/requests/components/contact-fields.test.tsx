import { act, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ContactFields } from './contact-fields.tsx';
import { emptyRequestForm, type RequestFormValues } from './request-form-model.ts';
import type { RequestFields } from './use-request-form.ts';

let form!: RequestFields['form'];

function Harness() {
  form = useForm<RequestFormValues>({ defaultValues: emptyRequestForm });
  return <ContactFields form={form} error={() => undefined} />;
}

const label = (text: string) => screen.getByText(text, { selector: 'label' });

describe('the request form’s contact details', () => {
  it('lifts the labels clear of the details filled in from the account after signing in', () => {
    render(<Harness />);
    expect(label('Name')).toHaveAttribute('data-shrink', 'false');
    // What use-request-form does once someone signs up in the middle of the form.
    act(() => {
      form.setValue('contactName', 'Casey Reed');
      form.setValue('contactEmail', 'casey@example.com');
      form.setValue('contactPhone', '+447700900123');
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Casey Reed');
    for (const text of ['Name', 'Email', 'Phone (optional)'])
      expect(label(text)).toHaveAttribute('data-shrink', 'true');
  });
});
