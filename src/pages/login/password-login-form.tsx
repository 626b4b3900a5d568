import { zodResolver } from "@hookform/resolvers/zod";
import { OWN_PASSWORD_REQUIRED } from "@domain/api/own-password";
import { type AdminLoginValues, adminLoginSchema } from "@domain/schemas/admin-user";
import { Controller, useForm } from "react-hook-form";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { PasswordInput, TextInput } from "../../components/ui/text-input";
import { LoginField } from "./login-field";
import { OwnPasswordForm } from "./own-password-form";
import { useSignIn } from "./use-sign-in";
import styles from "./login-form.module.css";

/**
 * Username and password sign-in: the spec's messages (required, at most 30), the server's message on failure.
 * A temporary password (an administrator's) is refused with a code sent to the mobile: the user then sets its
 * own password, and signs in with it.
 */
export function PasswordLoginForm() {
  const { signIn, isPending, failure, failureCode } = useSignIn();
  const { control, handleSubmit, formState, getValues, setValue } = useForm<AdminLoginValues>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: "", password: "" },
  });

  const onSubmit = handleSubmit((values) => signIn(values));

  if (failureCode === OWN_PASSWORD_REQUIRED && failure) {
    const { username, password } = getValues();
    const signInWith = (newPassword: string) => {
      setValue("password", newPassword);
      signIn({ username, password: newPassword });
    };
    return (
      <OwnPasswordForm
        username={username}
        temporaryPassword={password}
        notice={failure}
        onPasswordSet={signInWith}
      />
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {failure ? (
        <div className={styles.alert}>
          <Alert>{failure}</Alert>
        </div>
      ) : null}
      <Controller
        name="username"
        control={control}
        render={({ field }) => (
          <LoginField id="login-username" label="Username" error={formState.errors.username?.message}>
            {(control) => (
              <TextInput
                {...field}
                {...control}
                inputSize="large"
                autoComplete="username"
                placeholder="you@company.in"
              />
            )}
          </LoginField>
        )}
      />
      <Controller
        name="password"
        control={control}
        render={({ field }) => (
          <LoginField id="login-password" label="Password" error={formState.errors.password?.message}>
            {(control) => (
              <PasswordInput {...field} {...control} inputSize="large" autoComplete="current-password" />
            )}
          </LoginField>
        )}
      />
      <Button type="submit" variant="primary" size="large" block busy={isPending}>
        {isPending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
