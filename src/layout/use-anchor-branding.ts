import { ANCHOR_BRANDING_PATH, type AnchorBranding, anchorBrandingSchema } from "@domain/api/anchor-branding";
import { USER_ID_HEADER } from "@domain/api/access";
import type { Identity } from "@domain/api/auth";
import { apiClient } from "@providers/api-client";
import { payloadOf } from "@providers/data-provider/envelope";
import { serviceUrl } from "@providers/service-urls";
import { useGetIdentity } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useCarriedUserId } from "../hooks/use-carried-user-id";
import { type BrandColours, brandColours } from "./brand-colour";

async function fetchBranding(viewedUserId: string | undefined): Promise<AnchorBranding> {
  const body = await apiClient.request<unknown>(serviceUrl("master", ANCHOR_BRANDING_PATH), {
    headers: viewedUserId ? { [USER_ID_HEADER]: viewedUserId } : undefined,
  });
  const parsed = anchorBrandingSchema.safeParse(payloadOf(body));
  return parsed.success ? parsed.data : null;
}

/**
 * The branding of the portal shown: the signed-in merchant's anchor, or, while an admin views a merchant's
 * portal, that merchant's anchor; none for platform staff themselves.
 */
export function useAnchorBranding(): AnchorBranding | undefined {
  const { data: identity } = useGetIdentity<Identity>();
  const carried = useCarriedUserId();
  const viewed = identity?.kind === "ADMIN" && carried && carried !== identity.id ? carried : undefined;
  const { data } = useQuery({
    queryKey: ["anchor-branding", identity?.id ?? null, viewed ?? null],
    queryFn: () => fetchBranding(viewed),
    enabled: identity !== undefined,
    staleTime: 5 * 60_000,
  });
  return data ?? undefined;
}

/** The portal's colours from the branding's theme colour, if the anchor has one. */
export function useBrandColours(): BrandColours | undefined {
  const colour = useAnchorBranding()?.bgColor;
  return useMemo(() => brandColours(colour), [colour]);
}

const VARIABLES = {
  primary: "--brand-primary",
  hover: "--brand-primary-hover",
  tint: "--brand-primary-tint",
};

/** Puts the brand colours where the antd-free layout's stylesheets read them (CSS variables on the root). */
export function useBrandVariables(colours: BrandColours | undefined): void {
  useEffect(() => {
    if (!colours) return;
    const root = document.documentElement.style;
    for (const [key, variable] of Object.entries(VARIABLES))
      root.setProperty(variable, colours[key as keyof BrandColours]);
    return () => {
      for (const variable of Object.values(VARIABLES)) root.removeProperty(variable);
    };
  }, [colours]);
}
