/** The landing page until the public website screens arrive (issue 3). */
export function HomePlaceholder() {
  return (
    <main className="welcome">
      <p className="welcome__kicker">HELLO STUDENTS</p>
      <h1>WELCOME TO EDUCATION</h1>
      <p>
        The school&apos;s website is being built. The API is running: its description is at{' '}
        <a href="/api/docs">/api/docs</a>.
      </p>
    </main>
  );
}
