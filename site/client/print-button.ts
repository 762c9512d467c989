// Issue 15, print view: the key facts' print button. It is hidden in the HTML, since without scripts
// only the browser's own menu prints; shown here, it opens the print dialog (the print stylesheet
// keeps the facts, the first photos, the description, the field groups, the label and the contact).
export function setUpPrintButton(button: HTMLButtonElement) {
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}
