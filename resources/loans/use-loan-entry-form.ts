import { zodResolver } from "@hookform/resolvers/zod";
import type { LoanDetail } from "@domain/api/loans";
import { type HttpError, useInvalidate } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import type { DefaultValues, FieldValues, Resolver } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { loanShowPath } from "./loan-routes";

type LoanEntry<V extends FieldValues> = {
  loan?: LoanDetail;
  /** `loans` (the Loan/KFS form) or `individual-loans` (saved by its own paths, read as a `loans` record). */
  resource: "loans" | "individual-loans";
  createSchema: z.ZodType<unknown, FieldValues>;
  updateSchema: z.ZodType<unknown, FieldValues>;
  defaultValues: DefaultValues<V>;
  createdMessage: string;
};

/**
 * One of the two loan forms, new or changed: validated by the API's own schema, started from the loan the
 * page has read (not fetched again), and after a save the loans are refreshed and the loan opens.
 */
export function useLoanEntryForm<V extends FieldValues>(entry: LoanEntry<V>) {
  const editing = entry.loan !== undefined;
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  return useForm<LoanDetail, HttpError, V>({
    resolver: zodResolver(editing ? entry.updateSchema : entry.createSchema) as unknown as Resolver<V>,
    defaultValues: entry.defaultValues,
    refineCoreProps: {
      resource: entry.resource,
      action: editing ? "edit" : "create",
      id: entry.loan?.id,
      redirect: false,
      queryOptions: { enabled: false },
      successNotification: () => ({
        type: "success",
        message: editing ? "Loan saved" : entry.createdMessage,
      }),
      onMutationSuccess: async ({ data }) => {
        await invalidate({ resource: "loans", invalidates: ["list", "detail"], id: String(data.id) });
        void navigate(loanShowPath(String(data.id)));
      },
    },
  });
}
