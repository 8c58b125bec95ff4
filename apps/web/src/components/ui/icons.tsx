import type { SVGProps } from 'react';

// A few line icons drawn inline: no icon font, no emoji (many phones and CI lack emoji fonts).
type IconProps = SVGProps<SVGSVGElement>;
const base = (props: IconProps) => ({
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  ...props,
});

export const SurfboardIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M5 19C3 17 6 9 12 4c1.5-1.2 3.5-1.5 4.8-.2s1 3.3-.2 4.8C12 14 7 21 5 19z" />
    <path d="M7 17 16 6" />
  </svg>
);
export const InstructorIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <circle cx="12" cy="6" r="3" />
    <path d="M5 21v-3a7 7 0 0 1 14 0v3" />
    <path d="M2 14c2 0 2-1.5 4-1.5S8 14 10 14" />
  </svg>
);
export const CameraIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </svg>
);
export const SchoolIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="m2 9 10-5 10 5-10 5z" />
    <path d="M6 11v5c3 2 9 2 12 0v-5" />
  </svg>
);
export const ShopIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M4 9h16l-1-5H5z" />
    <path d="M5 9v11h14V9" />
    <path d="M10 20v-6h4v6" />
  </svg>
);
export const ArticleIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </svg>
);
export const WaveIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M2 12c2.5 0 2.5-3 5-3s2.5 3 5 3 2.5-3 5-3 2.5 3 5 3" />
    <path d="M2 18c2.5 0 2.5-3 5-3s2.5 3 5 3 2.5-3 5-3 2.5 3 5 3" />
  </svg>
);
