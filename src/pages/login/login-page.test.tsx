import type { AuthProvider } from "@refinedev/core";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { OWN_PASSWORD_REQUIRED } from "@domain/api/own-password";
import { setOwnPassword } from "@providers/own-password";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestWrapper } from "../../testing/test-wrapper";
import LoginPage from "./login-page";

vi.mock("@providers/own-password", () => ({ setOwnPassword: vi.fn(async () => undefined) }));

afterEach(cleanup);

function renderLogin(login: AuthProvider["login"]) {
  const authProvider: AuthProvider = {
    login,
    logout: async () => ({ success: true }),
    check: async () => ({ authenticated: false }),
    onError: async () => ({}),
  };
  render(
    <TestWrapper url="/login" path="/login" authProvider={authProvider}>
      <LoginPage />
    </TestWrapper>,
  );
}

const username = () => screen.getByRole("textbox", { name: "Username" });
const password = () => screen.getByLabelText("Password", { exact: true });
const submit = () => screen.getByRole("button", { name: /Sign in|Signing in/ });

describe("the login page", () => {
  it("shows the spec's messages and does not call the server for an invalid form", async () => {
    const login = vi.fn(async () => ({ success: true }));
    renderLogin(login);
    fireEvent.click(submit());
    expect(await screen.findByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(username()).toHaveAttribute("aria-invalid", "true");
    expect(username()).toHaveAttribute("aria-describedby", "login-username-error");

    fireEvent.change(username(), { target: { value: "x".repeat(31) } });
    fireEvent.click(submit());
    expect(await screen.findByText("Username cannot be more than 30 characters")).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it("disables the button while signing in and shows the server's message on wrong credentials", async () => {
    let finish: (value: { success: false; error: Error }) => void = () => undefined;
    const login = vi.fn(
      () =>
        new Promise<{ success: false; error: Error }>((resolve) => {
          finish = resolve;
        }),
    );
    renderLogin(login);
    fireEvent.change(username(), { target: { value: "admin@demo.in" } });
    fireEvent.change(password(), { target: { value: "wrong" } });
    fireEvent.click(submit());

    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveTextContent("Signing in…");
    expect(login).toHaveBeenCalledWith({ username: "admin@demo.in", password: "wrong" });

    finish({ success: false, error: { name: "Sign-in failed", message: "Invalid username or password" } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid username or password");
    expect(submit()).toBeEnabled();
  });

  it("switches to the mobile OTP tab with the arrow keys and checks the mobile number first", async () => {
    renderLogin(vi.fn());
    const passwordTab = screen.getByRole("tab", { name: "With password" });
    expect(passwordTab).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(passwordTab, { key: "ArrowRight" });
    const otpTab = screen.getByRole("tab", { name: "With mobile OTP" });
    expect(otpTab).toHaveAttribute("aria-selected", "true");
    expect(otpTab).toHaveFocus();

    fireEvent.change(screen.getByRole("textbox", { name: "Mobile number" }), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(await screen.findByText("Enter a valid 10 digit mobile number")).toBeInTheDocument();
  });

  it("after a temporary password, asks for the code sent to the mobile and a password of one's own, then signs in with it", async () => {
    const notice =
      "This password is a temporary one set by an administrator. A one-time code was sent to your mobile ending in 0001: enter it with a password of your own.";
    const login = vi
      .fn()
      .mockResolvedValueOnce({
        success: false,
        error: { name: "Sign-in failed", message: notice, code: OWN_PASSWORD_REQUIRED },
      })
      .mockResolvedValueOnce({ success: true });
    renderLogin(login);
    fireEvent.change(username(), { target: { value: "new.user@staff.in" } });
    fireEvent.change(password(), { target: { value: "Temp@1234" } });
    fireEvent.click(submit());

    expect(await screen.findByRole("status")).toHaveTextContent(notice);
    const code = screen.getByRole("textbox", { name: "One-time code" });
    const newPassword = screen.getByLabelText("New password", { exact: true });
    const confirm = screen.getByLabelText("Confirm new password", { exact: true });
    const save = screen.getByRole("button", { name: "Set password and sign in" });
    fireEvent.change(newPassword, { target: { value: "abc" } });
    fireEvent.click(save);
    expect(await screen.findByText("OTP must have 6 digits")).toBeInTheDocument();
    expect(screen.getByText("Your password must be at least 5 characters long")).toBeInTheDocument();
    expect(setOwnPassword).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.change(newPassword, { target: { value: "Mine@5678" } });
    fireEvent.change(confirm, { target: { value: "Mine@5678" } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(login).toHaveBeenLastCalledWith({ username: "new.user@staff.in", password: "Mine@5678" }),
    );
    expect(setOwnPassword).toHaveBeenCalledWith({
      username: "new.user@staff.in",
      temporaryPassword: "Temp@1234",
      otp: "123456",
      newPassword: "Mine@5678",
      confirmNewPassword: "Mine@5678",
    });
  });
});
