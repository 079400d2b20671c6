import { useEffect } from "react";
import { Toaster as HotToaster, toast } from "react-hot-toast";
import { subscribeToasts, takeToasts, type ToastMessage } from "../../lib/toast";
import { colors, fonts, fontSizes, radii, shadows, space } from "../../styles/tokens";

function ToastBody({ title, description }: ToastMessage) {
  return (
    <div>
      <strong style={{ display: "block", fontWeight: 700 }}>{title}</strong>
      {description && (
        <span style={{ display: "block", marginTop: space[0.5], fontSize: fontSizes.small }}>{description}</span>
      )}
    </div>
  );
}

/** react-hot-toast's container (role="status", polite), fed from the toast queue. */
export default function ToasterImpl() {
  useEffect(() => {
    const drain = () => takeToasts().forEach((m) => toast(<ToastBody {...m} />));
    drain();
    return subscribeToasts(drain);
  }, []);
  return (
    <HotToaster
      position="bottom-right"
      containerClassName="site-toaster"
      toastOptions={{
        duration: 5000,
        style: {
          maxWidth: 420,
          padding: `${space[3.5]} ${space[4]}`,
          borderRadius: radii.medium,
          background: colors.ink,
          // An edge that shows where the dark toast ends over the dark footer as well as over the light page.
          border: `1px solid ${colors.onDarkMuted}`,
          color: colors.onDark,
          fontFamily: fonts.body,
          boxShadow: shadows.lift,
        },
      }}
    />
  );
}
