import { Lock, Mail, ShieldCheck, UserRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { loginSchema, registerSchema } from '../../../../modules/admin/admin.schemas.ts';
import { type AuthRequest, useAuthMutation, useRegistrationOpen } from '../../api/auth';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ImagePicker } from '../../components/image-picker';
import { Input } from '../../components/input';
import { PasswordInput } from '../../components/password-input';
import { ThemeToggle } from '../../components/theme/theme-toggle';
import { errorText } from '../../lib/api-client';
import { BackToSiteLink } from '../shared/back-to-site';
import { checkForm, pictureError, serverFieldErrors, useFormFields } from '../shared/forms';

type Mode = 'login' | 'register';

const EMPTY = { name: '', email: '', password: '' };

const COPY = {
  login: {
    heading: 'Welcome Back',
    lede: 'Sign in to manage your website.',
    submit: 'Sign In',
    prompt: "Don't have an account?",
    toggle: 'Create New Account',
  },
  register: {
    heading: 'Create Admin Account',
    lede: 'Set up an administrator account for this website.',
    submit: 'Create Account',
    prompt: 'Already have an account?',
    toggle: 'Sign In Instead',
  },
} as const;

const QUEUE_DASHBOARD_URL = '/admin/queues';

/** /admin/login: sign in, or create an admin account (spec section 2, Login / register). */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const auth = useAuthMutation();
  const formId = useId();
  const [mode, setMode] = useState<Mode>('login');
  const busy = auth.isPending;
  const { values, setValues, field, errors, setErrors } = useFormFields(EMPTY, busy);
  const [picture, setPicture] = useState<File | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  // Offered only once the server says registration is open; while unknown or closed, sign-in only.
  const registrationOpen = useRegistrationOpen() === true;
  const copy = COPY[mode];

  function toggleMode() {
    setMode((current) => (current === 'login' ? 'register' : 'login'));
    setValues(EMPTY);
    setPicture(null);
    setErrors({});
    setBanner(null);
    auth.reset();
  }

  function onPictureChange(file: File | null) {
    setPicture(file);
    setErrors((current) => ({ ...current, profilePicture: pictureError(file) }));
  }

  /** Client-side check with the server's own schemas; shows field errors and returns null on failure. */
  function validate(): AuthRequest | null {
    if (mode === 'login') {
      const login = checkForm(loginSchema, { email: values.email, password: values.password });
      if (login.data) return { mode, input: login.data };
      setErrors(login.errors);
      return null;
    }
    const checked = checkForm(registerSchema, values, { profilePicture: pictureError(picture) });
    if (checked.data) return { mode, input: { ...checked.data, profilePicture: picture } };
    setErrors(checked.errors);
    return null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);

    const request = validate();
    if (!request) return;

    try {
      await auth.mutateAsync(request);
      // The queue dashboard is a server page that sends signed-out admins here with ?next=.
      if (new URLSearchParams(window.location.search).get('next') === QUEUE_DASHBOARD_URL) {
        window.location.assign(QUEUE_DASHBOARD_URL);
        return;
      }
      navigate('/admin/dashboard', { replace: true });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setBanner(errorText(error));
    }
  }

  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-zinc-50 dark:bg-zinc-950">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="-top-40 -left-32 absolute size-[28rem] rounded-full bg-indigo-400/25 blur-3xl dark:bg-indigo-600/20" />
        <div className="-right-32 -bottom-40 absolute size-[30rem] rounded-full bg-violet-400/25 blur-3xl dark:bg-violet-700/20" />
      </div>

      {/* A landmark, so the way back to the site and the theme toggle are not outside any region. */}
      <header className="relative flex items-center justify-between px-4 py-4 sm:px-6">
        <BackToSiteLink />
        <ThemeToggle />
      </header>

      <main className="relative flex flex-1 items-center justify-center px-4 pb-12 sm:px-6">
        <div className="w-full max-w-md">
          <div className="mb-8 text-center">
            <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-linear-to-br from-indigo-600 to-violet-600 text-white shadow-indigo-600/30 shadow-xl">
              <ShieldCheck aria-hidden="true" className="size-7" />
            </span>
            <h1 className="mt-5 font-semibold text-3xl text-zinc-950 tracking-tight dark:text-white">
              Admin Portal
            </h1>
            <p className="mt-1.5 text-zinc-600 dark:text-zinc-400">Administrative Dashboard</p>
          </div>

          <Card className="p-6 sm:p-8">
            <h2 className="font-semibold text-xl text-zinc-950 dark:text-white">{copy.heading}</h2>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{copy.lede}</p>

            {banner && (
              <Alert tone="error" className="mt-5">
                {banner}
              </Alert>
            )}

            <form
              id={formId}
              noValidate
              onSubmit={onSubmit}
              className="mt-6 flex flex-col gap-4"
              aria-busy={busy}
            >
              {mode === 'register' && (
                <Input label="Full name" autoComplete="name" icon={<UserRound />} {...field('name')} />
              )}
              <Input
                label="Email address"
                type="email"
                autoComplete={mode === 'login' ? 'username' : 'email'}
                icon={<Mail />}
                {...field('email')}
              />
              <PasswordInput
                label="Password"
                autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                icon={<Lock />}
                {...field('password')}
                hint={
                  mode === 'register'
                    ? 'At least 20 characters, with uppercase, lowercase, a number and one of @$!%*?&'
                    : undefined
                }
              />
              {mode === 'register' && (
                <ImagePicker
                  label="Profile picture (optional)"
                  name={values.name}
                  file={picture}
                  onFileChange={onPictureChange}
                  hint="An image under 5MB"
                  error={errors.profilePicture}
                  disabled={busy}
                />
              )}
              <Button type="submit" size="lg" loading={busy} className="mt-2 w-full">
                {busy ? 'Processing...' : copy.submit}
              </Button>
            </form>

            {(registrationOpen || mode === 'register') && (
              <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">
                {copy.prompt}{' '}
                <button
                  type="button"
                  onClick={toggleMode}
                  disabled={busy}
                  className="rounded font-semibold text-indigo-600 hover:text-indigo-500 disabled:opacity-60 dark:text-indigo-400 dark:hover:text-indigo-300"
                >
                  {copy.toggle}
                </button>
              </p>
            )}
          </Card>
        </div>
      </main>
    </div>
  );
}
