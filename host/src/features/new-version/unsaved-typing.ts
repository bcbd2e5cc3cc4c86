// What the user has typed and not yet sent, wherever it is (the host's pages or any remote's):
// a text field or text area of a form (or a text area anywhere: the comment composers) that they
// typed in, that is still on the page and not empty. Sending its form (submit) settles it. The
// offer of a new version waits while there is any, so a reload never loses it.

const typedIn = new Set<HTMLInputElement | HTMLTextAreaElement>();

const TEXT_INPUTS = new Set(['text', 'email', 'tel', 'url', 'number', 'password', '']);

/** A field whose text would be lost by a reload: a form's text input, or any text area. */
function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    TEXT_INPUTS.has(target.getAttribute('type') ?? '') &&
    target.form !== null
  );
}

const onInput = (event: Event) => {
  if (isTextField(event.target)) typedIn.add(event.target);
};

const onSubmit = (event: Event) => {
  if (!(event.target instanceof HTMLFormElement)) return;
  for (const field of typedIn) if (field.form === event.target) typedIn.delete(field);
};

let watching = false;

/** Starts noticing typing (once per page). */
export function watchTyping() {
  if (watching) return;
  watching = true;
  document.addEventListener('input', onInput, true);
  document.addEventListener('submit', onSubmit, true);
}

/** Whether something typed is still on the page, unsent. */
export function hasUnsavedTyping() {
  for (const field of typedIn) {
    if (!field.isConnected || field.value.trim() === '') typedIn.delete(field);
  }
  return typedIn.size > 0;
}
