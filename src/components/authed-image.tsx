import { serviceUrl } from "@providers/service-urls";
import { tokenStore } from "@providers/token-store";
import { useQuery } from "@tanstack/react-query";

/** The query key of every API image; invalidated when a logo is replaced (its path stays the same). */
export const AUTHED_IMAGE_KEY = "authed-image";

const asDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The image could not be read"));
    reader.readAsDataURL(blob);
  });

/**
 * Fetches an image the master service serves only to signed-in users (a plain `<img src>` would not carry
 * the bearer), as a `data:` URL: the portal's content security policy allows those for images, not `blob:`.
 */
async function fetchImage(path: string): Promise<string> {
  const token = tokenStore.accessToken();
  const response = await fetch(serviceUrl("master", path), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`The image could not be loaded (${response.status})`);
  return asDataUrl(await response.blob());
}

/** A `data:` URL of an API image path (`/master/anchorConfig/…/logo/medium`); undefined until it is loaded. */
export function useAuthedImage(path: string | null | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: [AUTHED_IMAGE_KEY, path],
    queryFn: () => fetchImage(path ?? ""),
    enabled: Boolean(path),
    staleTime: 5 * 60_000,
    retry: 1,
  });
  return data;
}

/** An API image (an anchor's logo), shown once loaded; nothing while loading or when it fails. */
export function AuthedImage(props: { path: string | null | undefined; alt: string; className?: string }) {
  const url = useAuthedImage(props.path);
  return url ? <img src={url} alt={props.alt} className={props.className} /> : null;
}
