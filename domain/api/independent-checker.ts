/** How long creating or changing a user's account bars you from checking that user's work (maker-checker). */
export const CHECKER_INDEPENDENCE_DAYS = 30;

export const CHECKER_CONTROLS_MAKER = `You created or changed this user's account, roles, contacts or password in the last ${CHECKER_INDEPENDENCE_DAYS} days, so another staff user must approve what it did`;
