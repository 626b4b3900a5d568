import { zodResolver } from "@hookform/resolvers/zod";
import { otpGrantSchema } from "@domain/api/auth";
import { isHttpError } from "@providers/http-error";
import { sendOtp } from "@providers/otp";
import { type FormEvent, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { TextInput } from "../../components/ui/text-input";
import { LoginField } from "./login-field";
import { useSignIn } from "./use-sign-in";
import styles from "./login-form.module.css";

const otpLoginSchema = otpGrantSchema.pick({ mobile: true, otp: true });
const mobileOnlySchema = otpGrantSchema.pick({ mobile: true });
type OtpLoginValues = z.infer<typeof otpLoginSchema>;

/** Mobile OTP sign-in: send a 6-digit code to the mobile number, then sign in with it (`grant_type=otp`). */
export function OtpLoginForm() {
  const [sentTo, setSentTo] = useState<string>();
  const [sending, setSending] = useState(false);
  const { signIn: login, isPending, failure, setFailure } = useSignIn();
  const { control, handleSubmit, formState, getValues, setError, clearErrors } = useForm<OtpLoginValues>({
    resolver: zodResolver(otpLoginSchema),
    defaultValues: { mobile: "", otp: "" },
  });

  const requestOtp = async () => {
    setFailure(undefined);
    const parsed = mobileOnlySchema.safeParse({ mobile: getValues("mobile").trim() });
    if (!parsed.success) {
      setError("mobile", { message: parsed.error.issues[0]?.message });
      return;
    }
    clearErrors("mobile");
    setSending(true);
    try {
      await sendOtp(parsed.data.mobile);
      setSentTo(parsed.data.mobile);
    } catch (error) {
      setFailure(isHttpError(error) ? error.message : "The code could not be sent, please try again");
    } finally {
      setSending(false);
    }
  };

  const signIn = handleSubmit((values) => login({ mobile: values.mobile, otp: values.otp }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (sentTo ? signIn(event) : requestOtp());
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      {failure ? (
        <div className={styles.alert}>
          <Alert>{failure}</Alert>
        </div>
      ) : null}
      <Controller
        name="mobile"
        control={control}
        render={({ field }) => (
          <LoginField
            id="login-mobile"
            label="Mobile number"
            error={formState.errors.mobile?.message}
            hint="The 10-digit mobile number registered with us"
          >
            {(control) => (
              <TextInput
                {...field}
                {...control}
                inputSize="large"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                prefix="+91"
                disabled={Boolean(sentTo)}
              />
            )}
          </LoginField>
        )}
      />
      {sentTo ? (
        <Controller
          name="otp"
          control={control}
          render={({ field }) => (
            <LoginField
              id="login-otp"
              label="One-time password"
              error={formState.errors.otp?.message}
              hint={`Enter the 6-digit code sent to +91 ${sentTo}`}
            >
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
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="large" block busy={isPending || sending}>
          {sentTo ? (isPending ? "Signing in…" : "Sign in") : sending ? "Sending code…" : "Send OTP"}
        </Button>
        {sentTo ? (
          <Button variant="link" onClick={() => setSentTo(undefined)} disabled={isPending}>
            Use another number
          </Button>
        ) : null}
      </div>
    </form>
  );
}
