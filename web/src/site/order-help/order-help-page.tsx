import { LifeBuoy } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { type RecoveryRequest, recoverOrder, recoveryFailure } from '../../api/order-recovery';
import { useSiteMutation } from '../../api/site-mutation';
import { Alert } from '../../components/alert';
import { Button, buttonClasses } from '../../components/button';
import { Card } from '../../components/card';
import { Container } from '../../components/container';
import { Input } from '../../components/input';
import { IconTile } from '../shared/status-card';
import { checkRecoveryForm, type RecoveryErrors } from './order-help-form';

export const ORDER_HELP_PATH = '/order-help';

const EMPTY: RecoveryRequest = { email: '', reference: '' };

/**
 * /order-help, "I paid but got nothing" (beyond the spec: issue 11). The buyer gives their email and
 * the M-Pesa code or order reference; the server re-asks Pesapal and emails the receipt again when
 * the order is paid. Its answer is the same whatever matched, and the page shows it as it comes.
 */
export function OrderHelpPageContent() {
  const [form, setForm] = useState<RecoveryRequest>(EMPTY);
  const [errors, setErrors] = useState<RecoveryErrors>({});
  const request = useSiteMutation({ mutationFn: recoverOrder, failure: recoveryFailure });
  const headingId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkRecoveryForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    void request.send(checked.value);
  }

  function edit(key: keyof RecoveryRequest, value: string) {
    setForm((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  return (
    <Container className="grid min-h-[60vh] place-items-center py-12 sm:py-16">
      <Card className="w-full max-w-lg p-6 sm:p-10">
        <IconTile icon={LifeBuoy} tone="indigo" />
        <h1
          id={headingId}
          className="mt-5 font-semibold text-2xl text-zinc-950 tracking-tight dark:text-white"
        >
          Get your downloads again
        </h1>
        <p className="mt-3 text-pretty text-zinc-600 dark:text-zinc-300">
          Paid but did not get your files or receipt? Tell us the email you used at checkout and your M-Pesa
          confirmation code or order reference. We check the payment again and email you the download links.
        </p>

        {request.isSuccess ? (
          <div className="mt-6 flex flex-col gap-4">
            <Alert tone="success">{request.data}</Alert>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button
                variant="outline"
                onClick={() => {
                  request.reset();
                  setForm(EMPTY);
                }}
              >
                Check another order
              </Button>
              <Link to="/" className={buttonClasses()}>
                Back to Home
              </Link>
            </div>
          </div>
        ) : (
          <form noValidate aria-labelledby={headingId} onSubmit={submit} className="mt-6 flex flex-col gap-4">
            <Input
              label="Email address"
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={(event) => edit('email', event.target.value)}
              error={errors.email}
            />
            <Input
              label="M-Pesa confirmation code or order reference"
              hint="For example QK12ABC345 or ORD-1700000000000"
              autoComplete="off"
              spellCheck={false}
              value={form.reference}
              onChange={(event) => edit('reference', event.target.value)}
              error={errors.reference}
            />
            {request.isError && <Alert tone="error">{request.failureText}</Alert>}
            <Button type="submit" loading={request.isPending}>
              {request.isPending ? 'Checking…' : 'Send my downloads'}
            </Button>
          </form>
        )}
      </Card>
    </Container>
  );
}
