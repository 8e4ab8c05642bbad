import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Modal, type ModalProps } from '../../components/modal';
import { checkForm, type FieldErrors, serverFieldErrors, useFormFields } from './forms';

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

  /** The parsed form, or undefined when it may not be sent: then each field shows its error (see checkForm). */
  function validate<T>(schema: z.ZodType<T>, input: unknown, checks: FieldErrors = {}): T | undefined {
    setFailure(null);
    const checked = checkForm(schema, input, checks);
    if (checked.errors) fields.setErrors(checked.errors);
    return checked.data;
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

  /** A submit handler's work: validate (see above), then save what `send` makes of the parsed form. */
  async function submit<T>(
    event: FormEvent<HTMLFormElement>,
    schema: z.ZodType<T>,
    input: unknown,
    checks: FieldErrors,
    send: (data: T) => Promise<unknown>,
  ): Promise<void> {
    event.preventDefault();
    const data = validate(schema, input, checks);
    if (data === undefined) return;
    await save(() => send(data));
  }

  return { ...fields, formId, failure, setFailure, saving, validate, save, submit };
}

/** What a screen hands an entity's form dialog: how to close it, save it and word a failure. */
export type EntityFormProps = {
  onClose: () => void;
  /** Sends the multipart body; rejects with the error to show. */
  onSave: (form: FormData) => Promise<void>;
  describeError: (error: unknown) => string;
};

/** An entity dialog's title, description and submit text. */
export type FormTexts = { title: string; description: string; submitLabel: string };

/** The texts for editing the item named `editing` ('Update {name}.', 'Save changes'), or `add`'s. */
export function formTexts(editing: string | undefined, editTitle: string, add: FormTexts): FormTexts {
  if (editing === undefined) return add;
  return { title: editTitle, description: `Update ${editing}.`, submitLabel: 'Save changes' };
}

/** What the dialog frame reads from the form state. */
export type FormModalState = { formId: string; failure: string | null; saving: boolean };

type DialogFormProps = Pick<ModalProps, 'title' | 'description' | 'size' | 'onClose'> & {
  formId: string;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's text (it may change while saving). */
  submitText: ReactNode;
  /** Whether the submit button spins while saving (else it is only disabled). */
  spinner?: boolean;
  /** The error banner above the fields. */
  failure?: string | null;
  className?: string;
  children: ReactNode;
};

/** A form in a dialog: Cancel and submit along the bottom, the error banner above the fields. */
export function DialogForm({
  formId,
  saving,
  onSubmit,
  submitText,
  spinner = true,
  failure,
  className = 'space-y-5',
  children,
  ...modal
}: DialogFormProps) {
  return (
    <Modal
      open
      {...modal}
      dismissible={!saving}
      footer={
        <>
          <Button variant="ghost" onClick={modal.onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={spinner && saving} disabled={saving}>
            {submitText}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={className}>
        {failure && <Alert tone="error">{failure}</Alert>}
        {children}
      </form>
    </Modal>
  );
}

type FormModalProps = Omit<DialogFormProps, 'formId' | 'saving' | 'failure' | 'submitText' | 'spinner'> & {
  form: FormModalState;
  /** The submit button's text while idle ('Create skill', 'Save changes'…). */
  submitLabel: string;
};

/** DialogForm for the state of useFormModal: the button reads 'Saving…' while it saves. */
export function FormModal({ form, submitLabel, ...props }: FormModalProps) {
  return (
    <DialogForm
      {...props}
      formId={form.formId}
      saving={form.saving}
      failure={form.failure}
      submitText={form.saving ? 'Saving…' : submitLabel}
    />
  );
}
