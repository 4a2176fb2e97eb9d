import { zodResolver } from '@hookform/resolvers/zod';
import type { ShopDetail } from '@linework/contract/catalog';
import type { RequestView } from '@linework/contract/requests';
import { useEffect, useState } from 'react';
import { type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { openSignIn } from '../../../lib/sign-in.ts';
import { useCreateRequest } from '../api/create-request.ts';
import { clearDraft, loadDraft, saveDraft } from './request-draft.ts';
import {
  emptyRequestForm,
  type RequestFormValues,
  requestFormSchema,
  serverFieldNames,
  toRequestBody,
} from './request-form-model.ts';

export const checkFields = 'Please check the fields marked in red.';

/** What a group of the request form's fields needs: the form, and a field's message if it has one. */
export type RequestFields = {
  form: UseFormReturn<RequestFormValues>;
  error(name: Path<RequestFormValues>): string | undefined;
};

/**
 * The request form's state: what is typed is kept as a draft, contact details come from the account,
 * sending asks to sign in first, and the server's messages land under their fields.
 */
export function useRequestForm(props: {
  shop: ShopDetail;
  serviceId: string | null;
  artistId: string | null;
  onSent(request: RequestView): void;
}) {
  const { shop } = props;
  const { user } = useSession();
  const create = useCreateRequest(shop.shopUrl);
  const [problem, setProblem] = useState('');
  const form = useForm<RequestFormValues>({
    resolver: zodResolver(requestFormSchema),
    defaultValues: {
      ...emptyRequestForm,
      preferredArtistId: props.artistId ?? '',
      ...loadDraft(shop.shopUrl),
    },
  });
  const { errors } = form.formState;
  const error = (name: Path<RequestFormValues>) =>
    (errors[name as keyof typeof errors] as { message?: string } | undefined)?.message;

  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(shop.shopUrl, values as RequestFormValues));
    return () => subscription.unsubscribe();
  }, [form, shop.shopUrl]);

  // Contact details come from the account once someone is signed in, unless already typed.
  useEffect(() => {
    const me = user.data;
    if (!me) return;
    const typed = form.getValues();
    if (!typed.contactName) form.setValue('contactName', `${me.firstName} ${me.lastName}`.trim());
    if (!typed.contactEmail) form.setValue('contactEmail', me.email);
    if (!typed.contactPhone && me.phoneNumber) form.setValue('contactPhone', me.phoneNumber);
  }, [user.data, form]);

  const submit = form.handleSubmit(
    async (values) => {
      setProblem('');
      if (!(user.data || (await openSignIn('sign-up')))) {
        setProblem('Sign in or create an account to send your request. What you wrote is kept.');
        return;
      }
      try {
        const request = await create.mutateAsync(toRequestBody(values, shop.currency, props.serviceId));
        clearDraft(shop.shopUrl);
        props.onSent(request);
      } catch (e) {
        if (!(e instanceof ApiError)) return setProblem('Something went wrong. Please try again.');
        let placed = false;
        for (const [key, message] of Object.entries(e.details?.fields ?? {})) {
          const field = serverFieldNames[key] ?? serverFieldNames[key.replace(/\.\d+$/, '')];
          if (field) {
            form.setError(field, { message }, { shouldFocus: !placed });
            placed = true;
          }
        }
        setProblem(placed ? checkFields : e.message);
      }
    },
    () => setProblem(checkFields),
  );

  return { form, error, submit, problem, user: user.data };
}
