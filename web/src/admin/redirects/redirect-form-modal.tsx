import { type FormEvent, useId, useState } from 'react';
import { type RedirectRow, useRedirectMutations } from '../../api/imports';
import { Input } from '../../components/input';
import { errorText } from '../../lib/api-client';
import { DialogForm } from '../shared/form-modal';
import {
  checkRedirect,
  REDIRECT_TEXTS,
  type RedirectErrors,
  type RedirectForm,
  redirectFieldErrors,
} from './redirect-rules';

type Props = { redirect: RedirectRow | null; onClose: () => void; onSaved: (message: string) => void };

/** Add or edit a redirect: the old path and the page of this site it now answers with. */
export function RedirectFormModal({ redirect, onClose, onSaved }: Props) {
  const [form, setForm] = useState<RedirectForm>({ from: redirect?.from ?? '', to: redirect?.to ?? '' });
  const [errors, setErrors] = useState<RedirectErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { save } = useRedirectMutations();
  const formId = useId();
  const set = (key: keyof RedirectForm, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = checkRedirect(form);
    setErrors(checked);
    if (Object.keys(checked).length > 0) return;
    const body = { from: form.from.trim(), to: form.to.trim() };
    try {
      const answer = await save.mutateAsync({ id: redirect?.id ?? null, body });
      onSaved(answer.message);
    } catch (error) {
      const byField = redirectFieldErrors(error);
      if (byField) setErrors(byField);
      else setFailure(errorText(error, REDIRECT_TEXTS.saveFailed));
    }
  }

  return (
    <DialogForm
      title={redirect ? 'Edit redirect' : 'Add redirect'}
      description="Visitors to the old path are sent to the new one (301). Both are paths of this site."
      formId={formId}
      saving={save.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      failure={failure}
      submitText={save.isPending ? 'Saving…' : redirect ? 'Save changes' : 'Add redirect'}
    >
      <Input
        label="Old path"
        hint="For example /2019/05/12/my-post or /?p=42"
        value={form.from}
        error={errors.from}
        onChange={(event) => set('from', event.target.value)}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={500}
        data-autofocus
      />
      <Input
        label="New path"
        hint="A page of this site, for example /blog/my-post"
        value={form.to}
        error={errors.to}
        onChange={(event) => set('to', event.target.value)}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={500}
      />
    </DialogForm>
  );
}
