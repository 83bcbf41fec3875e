// Submits the identity provider's sign-out confirmation form at once: the user asked
// to sign out in the portal already. Kept in a file because the CSP forbids inline scripts.
document.addEventListener('DOMContentLoaded', function () {
  var button = document.querySelector('[data-auto-submit]');
  if (button) button.click();
});
