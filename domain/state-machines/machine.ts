/** One allowed change of status: the action that causes it and why a back office allows it. */
export type Transition<S extends string, A extends string> = {
  readonly to: S;
  readonly action: A;
  readonly note: string;
};

/**
 * A lifecycle as data. `transitions` has a key for every status (an empty list marks a terminal status),
 * so the compiler rejects a table that forgets one. Within one status, each action and each target
 * appears at most once, so `transitionFor` and `canTransition` are unambiguous.
 */
export type StateMachine<S extends string, A extends string> = {
  /** The entity in messages, e.g. "Invoice". */
  readonly entity: string;
  readonly statuses: readonly S[];
  /** The statuses a new record may start in. */
  readonly initial: readonly S[];
  /** Each action as the tail of "it cannot …", e.g. `cancel: "be cancelled"`. */
  readonly actions: Readonly<Record<A, string>>;
  readonly transitions: Readonly<Record<S, readonly Transition<S, A>[]>>;
};

/**
 * Identity function that keeps the literal status and action types of a machine definition. Statuses are
 * inferred from `statuses` and actions from `actions` only, so a typo anywhere else is a compile error.
 */
export function defineMachine<const S extends string, const A extends string>(machine: {
  readonly entity: string;
  readonly statuses: readonly S[];
  readonly initial: readonly NoInfer<S>[];
  readonly actions: Readonly<Record<A, string>>;
  readonly transitions: Readonly<Record<NoInfer<S>, readonly Transition<NoInfer<S>, NoInfer<A>>[]>>;
}): StateMachine<S, A> {
  return machine;
}

export function isStatusOf<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  value: string,
): value is S {
  return (machine.statuses as readonly string[]).includes(value);
}

export function allowedTransitions<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  from: S,
): readonly Transition<S, A>[] {
  return machine.transitions[from] ?? [];
}

export function canTransition<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  from: S,
  to: S,
): boolean {
  return allowedTransitions(machine, from).some((transition) => transition.to === to);
}

/** The transition `action` causes from `from`, or undefined when the action is not allowed there. */
export function transitionFor<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  from: S,
  action: A,
): Transition<S, A> | undefined {
  return allowedTransitions(machine, from).find((transition) => transition.action === action);
}

/** The actions available from a status, in table order: what the UI may offer. */
export function allowedActions<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  from: S,
): readonly A[] {
  return allowedTransitions(machine, from).map((transition) => transition.action);
}

export function isTerminal<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  status: S,
): boolean {
  return allowedTransitions(machine, status).length === 0;
}

/** The statuses from which `action` is allowed, in the machine's order: what a picker of records for it offers. */
export function statusesAllowing<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  action: A,
): readonly S[] {
  return machine.statuses.filter((status) => transitionFor(machine, status, action) !== undefined);
}

export function terminalStatuses<S extends string, A extends string>(
  machine: StateMachine<S, A>,
): readonly S[] {
  return machine.statuses.filter((status) => isTerminal(machine, status));
}

/** The message for a refused action, naming the current status: "Invoice is Paid; it cannot be cancelled". */
export function describeIllegalTransition<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  from: S,
  action: A,
): string {
  return `${machine.entity} is ${from}; it cannot ${machine.actions[action]}`;
}
