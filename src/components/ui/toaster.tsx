import { Global, css } from "@emotion/react";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToasts, toastsRequested } from "../../lib/toast";
import { media } from "../../styles/tokens";

const ToasterImpl = lazy(() => import("./toaster-impl"));

/**
 * Where toasts appear: bottom-right on desktop, bottom-centre on phones. The toast library loads on the
 * first showToast() call, not with the page.
 */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToasts, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <>
      <Global
        styles={css`
          .site-toaster > div {
            justify-content: center !important;
            ${media.sm} {
              justify-content: flex-end !important;
            }
          }
        `}
      />
      <Suspense fallback={null}>
        <ToasterImpl />
      </Suspense>
    </>
  );
}
