// The labels live in domain/ so that the users export (server) writes the same words as the screen.
export { roleLabel, userTypeLabel } from "@domain/enums/user-labels";
