import { zodResolver } from "@hookform/resolvers/zod";
import { type OwnPasswordRequest, ownPasswordRequestSchema } from "@domain/api/own-password";
import { isHttpError } from "@providers/http-error";
import { setOwnPassword } from "@providers/own-password";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { PasswordInput, TextInput } from "../../components/ui/text-input";
import { LoginField } from "./login-field";
import styles from "./login-form.module.css";

const PASSWORD_FIELDS: { name: "newPassword" | "confirmNewPassword"; label: string }[] = [
  { name: "newPassword", label: "New password" },
  { name: "confirmNewPassword", label: "Confirm new password" },
];

/**
 * After a sign-in with a temporary password (an administrator's): the one-time code sent to the user's
 * mobile and a password of its own (the spec's rules, twice); once set, `onPasswordSet` signs in with it.
 */
export function OwnPasswordForm(props: {
  username: string;
  temporaryPassword: string;
  notice: string;
  onPasswordSet: (newPassword: string) => void;
}) {
  const { username, temporaryPassword, notice, onPasswordSet } = props;
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const { control, handleSubmit, formState } = useForm<OwnPasswordRequest>({
    resolver: zodResolver(ownPasswordRequestSchema),
    defaultValues: { username, temporaryPassword, otp: "", newPassword: "", confirmNewPassword: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    setSaving(true);
    try {
      await setOwnPassword(values);
      onPasswordSet(values.newPassword);
    } catch (error) {
      setFailure(isHttpError(error) ? error.message : "Your password could not be set, please try again");
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Set your own password">
      <div className={styles.alert}>
        <Alert type="info">{notice}</Alert>
      </div>
      {failure ? (
        <div className={styles.alert}>
          <Alert>{failure}</Alert>
        </div>
      ) : null}
      <Controller
        name="otp"
        control={control}
        render={({ field }) => (
          <LoginField id="own-password-otp" label="One-time code" error={formState.errors.otp?.message}>
            {(control) => (
              <TextInput
                {...field}
                {...control}
                inputSize="large"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            )}
          </LoginField>
        )}
      />
      {PASSWORD_FIELDS.map(({ name, label }) => (
        <Controller
          key={name}
          name={name}
          control={control}
          render={({ field }) => (
            <LoginField id={`own-password-${name}`} label={label} error={formState.errors[name]?.message}>
              {(control) => (
                <PasswordInput {...field} {...control} inputSize="large" autoComplete="new-password" />
              )}
            </LoginField>
          )}
        />
      ))}
      <Button type="submit" variant="primary" size="large" block busy={saving}>
        {saving ? "Saving…" : "Set password and sign in"}
      </Button>
    </form>
  );
}
