import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import type * as v from 'valibot';
import { emailSchema, otpFormSchema, signUpRegisterFormSchema } from '../../../../domain/auth.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EMAIL_INPUT, Field, FormMessage } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/graphql.ts';
import { useRegister } from '../api/register.ts';
import { useSendRegistrationOtp } from '../api/send-registration-otp.ts';
import { useVerifyRegistrationOtp } from '../api/verify-registration-otp.ts';
import { errorText } from '../../../lib/error-text.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

export const REDIRECT_AFTER_SIGN_UP_MS = 2000;
type Step = 'email' | 'otp' | 'register';

/** Sign-up by one-time code: email → otp (with Resend OTP) → register, then /login after 2 s. */
export function SignUpWizard({
  onRegistered,
  initialEmail = '',
}: {
  onRegistered(email: string): void;
  /** The e-mail typed in at first (an invitation's, say). */
  initialEmail?: string;
}) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [resendAt, setResendAt] = useState(0);
  const send = useSendRegistrationOtp();

  const sendCode = async (to: string) => {
    const { sendRegistrationOTP } = await send.mutateAsync({ email: to });
    setEmail(to);
    setResendAt(Date.now() + sendRegistrationOTP.resendAfter * 1000);
    setStep('otp');
  };

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex gap-2 text-xs font-medium text-muted" aria-label={m.signUpSteps()}>
        {(['email', 'otp', 'register'] as const).map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className="flex-1 border-t-4 pt-1 aria-[current=step]:border-brand aria-[current=step]:text-ink border-line"
          >
            {i + 1}. {s === 'email' ? m.email() : s === 'otp' ? m.otp() : m.password()}
          </li>
        ))}
      </ol>
      {step === 'email' && (
        <EmailStep
          initial={initialEmail}
          onSubmit={sendCode}
          error={send.isError ? errorText(send.error, m.otpSendFailed()) : null}
        />
      )}
      {step === 'otp' && (
        <OtpStep
          email={email}
          resendAt={resendAt}
          onResend={() =>
            sendCode(email).catch((err: unknown) => toast.error(errorText(err, m.otpSendFailed())))
          }
          onVerified={() => setStep('register')}
        />
      )}
      {step === 'register' && <RegisterStep email={email} onRegistered={onRegistered} />}
      <p className="text-center text-sm text-soft">
        <Link to="/login" className="tap-target justify-center text-link">
          {m.alreadyHaveAnAccountSign()}
        </Link>
      </p>
    </div>
  );
}

function EmailStep({
  initial,
  onSubmit,
  error,
}: {
  initial: string;
  onSubmit(email: string): Promise<void>;
  error: string | null;
}) {
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof emailSchema>>({
    resolver: valibotResolver(emailSchema),
    defaultValues: { email: initial },
  });
  return (
    <form
      onSubmit={handleSubmit(({ email }) => onSubmit(email).catch(() => undefined))}
      noValidate
      className="flex flex-col gap-4"
    >
      <Field {...EMAIL_INPUT} error={formState.errors.email?.message} {...register('email')} />
      <FormMessage>{error}</FormMessage>
      <Button type="submit" disabled={formState.isSubmitting}>
        {m.sendOtp()}
      </Button>
    </form>
  );
}

function OtpStep(props: { email: string; resendAt: number; onResend(): void; onVerified(): void }) {
  const verify = useVerifyRegistrationOtp();
  const wait = useSecondsUntil(props.resendAt);
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof otpFormSchema>>({
    resolver: valibotResolver(otpFormSchema),
    defaultValues: { otp: '' },
  });
  const submit = handleSubmit(async ({ otp }) => {
    const ok = await verify.mutateAsync({ email: props.email, otp }).catch(() => null);
    if (ok?.verifyRegistrationOTP) props.onVerified();
  });
  const failure =
    verify.error instanceof ApiError && verify.error.code === 'RATE_LIMITED'
      ? verify.error.message
      : m.otpInvalid();
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-soft">
        {m.weSentA6Digit()} <strong>{props.email}</strong>.
      </p>
      <Field
        label={m.otp()}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={formState.errors.otp?.message}
        {...register('otp')}
      />
      <FormMessage>{verify.isError ? failure : null}</FormMessage>
      <Button type="submit" disabled={formState.isSubmitting}>
        {m.verifyOtp()}
      </Button>
      <Button type="button" variant="secondary" onClick={props.onResend} disabled={wait > 0}>
        {wait > 0 ? m.resendOtpIn({ seconds: wait }) : m.resendOtp()}
      </Button>
    </form>
  );
}

/** Step 3: the password, and the seed's optional organisation, full name and phone. */
const registerFormSchema = signUpRegisterFormSchema;

function RegisterStep({
  email,
  onRegistered,
}: {
  email: string;
  onRegistered(email: string): void;
}) {
  const registration = useRegister();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof registerFormSchema>>({
    resolver: valibotResolver(registerFormSchema),
    defaultValues: { password: '', confirmPassword: '', org: '', fullName: '', phone: '' },
  });
  const submit = handleSubmit(async (values) => {
    const { password, org, fullName, phone } = values as v.InferOutput<typeof registerFormSchema>;
    const done = await registration
      .mutateAsync({ email, password, org, fullName, phone })
      .catch(() => null);
    if (!done) return;
    toast.success(m.registrationSuccessful());
    onRegistered(email);
  });
  const errors = formState.errors;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <NewPasswordFields
        labels={[m.password(), m.confirmPassword()]}
        register={register}
        errors={errors}
      />
      <Field
        label={m.fullNameOptional()}
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <Field
        label={m.phoneOptional()}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Field
        label={m.organisationOptional()}
        autoComplete="organization"
        error={errors.org?.message}
        {...register('org')}
      />
      <FormMessage>
        {registration.isError ? errorText(registration.error, m.registrationFailed()) : null}
      </FormMessage>
      <Button type="submit" disabled={formState.isSubmitting || registration.isSuccess}>
        {m.register()}
      </Button>
    </form>
  );
}

function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}
