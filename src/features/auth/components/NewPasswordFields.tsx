import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';

interface Values {
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation, labelled as each screen of the seed names them. */
export function NewPasswordFields(props: {
  labels: [password: string, confirmation: string];
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  const [passwordLabel, confirmationLabel] = props.labels;
  return (
    <>
      <Field
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        error={props.errors.password?.message}
        {...props.register('password')}
      />
      <Field
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        error={props.errors.confirmPassword?.message}
        {...props.register('confirmPassword')}
      />
    </>
  );
}
