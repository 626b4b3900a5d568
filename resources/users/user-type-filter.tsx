import { USER_TYPES } from "@domain/api/users";
import { NativeSelect } from "@src/components/ui/native-select";
import { userTypeLabel } from "@src/components/user-type";

const OPTIONS = [
  { value: "", label: "All user types" },
  ...USER_TYPES.map((type) => ({ value: type as string, label: userTypeLabel(type) })),
];

/** Filters the users list by one user type (admin types, then merchant types), or none. */
export function UserTypeFilter(props: { value: string | undefined; onChange: (value: string) => void }) {
  return (
    <NativeSelect<string>
      aria-label="User type"
      value={props.value ?? ""}
      options={OPTIONS}
      onChange={props.onChange}
    />
  );
}
