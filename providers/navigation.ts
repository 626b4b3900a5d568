type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

/** Lets the router take over navigation from the providers (a full page load until it does). */
export function setNavigator(next: Navigate): () => void {
  navigate = next;
  return () => {
    navigate = (path) => window.location.assign(path);
  };
}

export function navigateTo(path: string): void {
  navigate(path);
}
