import { Toaster as HotToaster } from "react-hot-toast";
import { theme } from "../../styles/theme";

/** Where toasts appear: bottom-right, announced politely by react-hot-toast's role="status". */
export function Toaster() {
  return (
    <HotToaster
      position="bottom-right"
      toastOptions={{
        duration: 5000,
        style: {
          maxWidth: 420,
          padding: "14px 16px",
          borderRadius: 12,
          background: theme.colors.ink,
          color: theme.colors.onDark,
          fontFamily: theme.fonts.body,
        },
      }}
    />
  );
}
