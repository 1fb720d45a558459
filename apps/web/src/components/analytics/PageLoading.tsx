/** What an analysis page shows while the stored transactions are still being read. */
export function PageLoading({ title }: { title: string }) {
  return (
    <div className="page analytics-page">
      <h1>{title}</h1>
      <p className="empty-state" role="status">
        Loading your transactions…
      </p>
    </div>
  );
}
