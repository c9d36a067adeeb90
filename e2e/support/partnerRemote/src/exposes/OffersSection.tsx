// The fixture remote's home section (exposed as 'partner/OffersSection').
export default function OffersSection() {
  return (
    <section aria-label="Partner picks">
      <h2>Partner picks</h2>
    </section>
  );
}
