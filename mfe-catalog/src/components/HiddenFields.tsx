// The rest of a list's state, carried as hidden fields by a GET form that changes one part of it (the search box
// keeps the sort; the sort keeps the keywords).
export function HiddenFields({ params }: { params: URLSearchParams }) {
  return (
    <>
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
