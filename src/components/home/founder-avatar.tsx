import { css } from "@emotion/react";

/** Initials of a name: "Nir Diamant" → "ND". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join("");
}

/** An illustrated monogram until a photo is supplied (a photo would go through gatsby-plugin-image). */
export function FounderAvatar({ name, size = 240 }: { name: string; size?: number }) {
  return (
    <svg
      role="img"
      aria-label={`Illustrated monogram of ${name}`}
      width={size}
      height={size}
      viewBox="0 0 240 240"
      css={css`
        width: ${size}px;
        max-width: 100%;
        height: auto;
      `}
    >
      <defs>
        <linearGradient id="founder-ring" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#818CF8" />
          <stop offset="0.55" stopColor="#A78BFA" />
          <stop offset="1" stopColor="#F472B6" />
        </linearGradient>
        <linearGradient id="founder-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4F46E5" />
          <stop offset="0.55" stopColor="#7C3AED" />
          <stop offset="1" stopColor="#DB2777" />
        </linearGradient>
        <radialGradient id="founder-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0.6" stopColor="#7C3AED" stopOpacity="0.35" />
          <stop offset="1" stopColor="#7C3AED" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="120" cy="120" r="120" fill="url(#founder-glow)" />
      <circle
        cx="120"
        cy="120"
        r="104"
        fill="none"
        stroke="url(#founder-ring)"
        strokeWidth="2"
        strokeDasharray="4 10"
        opacity="0.8"
      />
      <circle cx="120" cy="120" r="88" fill="url(#founder-fill)" />
      <circle cx="120" cy="120" r="88" fill="none" stroke="#fff" strokeOpacity="0.25" strokeWidth="2" />
      {/* A faceted diamond behind the letters, echoing the logo. */}
      <path d="M120 56 158 92 120 150 82 92Z" fill="#fff" fillOpacity="0.1" />
      <path d="M82 92h76M104 92l16 58 16-58" stroke="#fff" strokeOpacity="0.18" strokeWidth="2" fill="none" />
      <text
        x="120"
        y="136"
        textAnchor="middle"
        fill="#fff"
        fontSize="54"
        fontWeight="800"
        letterSpacing="-1"
        fontFamily='"Inter Variable", "Inter Fallback", system-ui, sans-serif'
      >
        {initials(name)}
      </text>
      <circle cx="208" cy="74" r="7" fill="#F472B6" />
      <circle cx="36" cy="160" r="5" fill="#818CF8" />
      <circle cx="190" cy="196" r="4" fill="#A78BFA" />
    </svg>
  );
}
