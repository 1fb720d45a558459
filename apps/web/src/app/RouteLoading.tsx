/** What a page shows while its code is being loaded: its title, so the page is named at once. */
export function RouteLoading({ title }: { title: string }) {
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="empty-state" role="status">
        Loading…
      </p>
    </div>
  );
}
