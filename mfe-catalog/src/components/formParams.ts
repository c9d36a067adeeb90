// A GET form's fields as the URL's params, those left blank left out (so the URL names only what was chosen).
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && value !== '') params.set(name, value);
  return params;
}
