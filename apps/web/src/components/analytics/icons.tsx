/** Small line icons (decorative: the text beside them carries the meaning). */
function Icon({ path }: { path: string }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

export function TrendUpIcon() {
  return <Icon path="M3 17l6-6 4 4 8-8M14 7h7v7" />;
}

export function TrendDownIcon() {
  return <Icon path="M3 7l6 6 4-4 8 8M14 17h7v-7" />;
}
