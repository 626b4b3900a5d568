import { Outlet } from "react-router";

/** The pages of spec section 2 without the sidebar and header (create-journey, new-flow): the main landmark only. */
export default function BareLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
