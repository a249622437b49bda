/** The admin area's start page. */
export function AdminDashboardRoute() {
  return (
    <section>
      <h1>Welcome to the Admin Dashboard</h1>
      <p>Manage meetings, courses, and more from here.</p>
    </section>
  );
}
