const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A small self-contained page for server-side answers a person sees in the browser (for example
 * a sign-in provider that is not configured), styled like the app without needing the client.
 */
export function renderNoticePage(input: {
  title: string;
  message: string;
  actionLabel: string;
  actionHref: string;
}) {
  const title = escapeHtml(input.title);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Cruise Companion</title>
<link rel="stylesheet" href="/notice.css"></head>
<body><main class="notice"><div class="card">
<div class="logo" aria-hidden="true">⚓</div>
<h1>${title}</h1><p>${escapeHtml(input.message)}</p>
<a class="button" href="${escapeHtml(input.actionHref)}">${escapeHtml(input.actionLabel)}</a>
</div></main></body></html>`;
}
