import type { AnchorUserItem } from "@domain/api/anchor-users";
import type { UserBankAccount } from "@domain/api/merchant-onboarding";
import { type HttpError, useDataProvider, useList } from "@refinedev/core";
import { useQueries } from "@tanstack/react-query";

/** The most anchor users whose accounts the tab gathers (one call each). */
const MAX_LINKED_USERS = 100;

/** One bank account of one of the anchor's users, and whether that anchor user names it (bankIds). */
export interface AnchorBankAccountRow extends Omit<UserBankAccount, "id"> {
  /** Unique per row (anchor user and account): a user the anchor knows twice shows its accounts twice. */
  id: string;
  accountId: string;
  anchorUser: Pick<AnchorUserItem, "id" | "mobile" | "externalId">;
  namedByAnchorUser: boolean;
}

/**
 * The bank accounts of the anchor's users: the API keeps bank accounts per merchant user
 * (`GET /user/admin/anchor-users/bank-accounts?userId=`), so the anchor's users who are platform users are
 * read first and their accounts gathered.
 */
export function useAnchorBankAccounts(anchorId: string) {
  const dataProvider = useDataProvider()();
  const users = useList<AnchorUserItem, HttpError>({
    resource: "anchor-users",
    filters: [{ field: "anchorId", operator: "eq", value: anchorId }],
    pagination: { currentPage: 1, pageSize: MAX_LINKED_USERS, mode: "server" },
    sorters: [{ field: "createdAt", order: "asc" }],
  });
  const linked = (users.result.data ?? []).filter((user) => user.userId);
  const accounts = useQueries({
    queries: linked.map((user) => ({
      queryKey: ["anchor-user-bank-accounts", user.userId],
      queryFn: async () => {
        const custom = dataProvider.custom;
        if (!custom) return [];
        const { data } = await custom({
          url: "",
          method: "get",
          query: { userId: user.userId },
          meta: { resource: "anchor-users", operation: "bankAccounts" },
        });
        const answer: unknown = data;
        return Array.isArray(answer) ? (answer as UserBankAccount[]) : [];
      },
    })),
  });
  const rows: AnchorBankAccountRow[] = linked.flatMap((user, index) =>
    (accounts[index]?.data ?? []).map((account) => ({
      ...account,
      id: `${user.id}:${account.id}`,
      accountId: account.id,
      anchorUser: { id: user.id, mobile: user.mobile, externalId: user.externalId },
      namedByAnchorUser: user.bankIds.includes(account.id),
    })),
  );
  const error = users.query.error ?? accounts.find((query) => query.error)?.error ?? null;
  return {
    rows,
    loading: users.query.isLoading || accounts.some((query) => query.isLoading),
    error: error as HttpError | null,
    linkedUsers: linked.length,
  };
}
