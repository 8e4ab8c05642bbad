import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Modal, type ModalProps } from '../../components/modal';
import { type FieldErrors, serverFieldErrors, useFormFields, zodFieldErrors } from './forms';

/**
 * The state every back-office form dialog keeps: its text fields (see useFormFields), their errors,
 * the submit banner and whether it is saving. `validate` checks the form before a save; `save`
 * runs the call, and a refusal shows the server's field errors and the screen's message.
 */
export function useFormModal<V extends Record<keyof V, string>>(
  initialValues: V | (() => V),
  describeError: (error: unknown) => string,
) {
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fields = useFormFields(initialValues, saving);

  /**
   * The parsed form, or undefined when it may not be sent: then each field shows the schema's
   * first message, or the screen's own check from `checks` (a message or undefined per field),
   * which wins over the schema's.
   */
  function validate<T>(schema: z.ZodType<T>, input: unknown, checks: FieldErrors = {}): T | undefined {
    setFailure(null);
    const parsed = schema.safeParse(input);
    const found: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    for (const [name, message] of Object.entries(checks)) if (message) found[name] = message;
    if (!parsed.success || Object.values(found).some(Boolean)) {
      fields.setErrors(found);
      return undefined;
    }
    return parsed.data;
  }

  async function save(run: () => Promise<unknown>): Promise<void> {
    setFailure(null);
    setSaving(true);
    try {
      await run();
    } catch (error) {
      fields.setErrors(serverFieldErrors(error));
      setFailure(describeError(error));
      setSaving(false);
    }
  }

  return { ...fields, formId, failure, setFailure, saving, validate, save };
}

/** What the dialog frame reads from the form state. */
export type FormModalState = { formId: string; failure: string | null; saving: boolean };

type FormModalProps = Pick<ModalProps, 'title' | 'description' | 'size' | 'onClose'> & {
  form: FormModalState;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's text while idle ('Create skill', 'Save changes'…). */
  submitLabel: string;
  className?: string;
  children: ReactNode;
};

/** A form in a dialog: Cancel and submit along the bottom, the error banner above the fields. */
export function FormModal({
  form,
  onSubmit,
  submitLabel,
  className = 'space-y-5',
  children,
  ...modal
}: FormModalProps) {
  return (
    <Modal
      open
      {...modal}
      dismissible={!form.saving}
      footer={
        <>
          <Button variant="ghost" onClick={modal.onClose} disabled={form.saving}>
            Cancel
          </Button>
          <Button type="submit" form={form.formId} loading={form.saving}>
            {form.saving ? 'Saving…' : submitLabel}
          </Button>
        </>
      }
    >
      <form id={form.formId} noValidate onSubmit={onSubmit} className={className}>
        {form.failure && <Alert tone="error">{form.failure}</Alert>}
        {children}
      </form>
    </Modal>
  );
}
