// The benchmark's HTTP client, in a process of its own so its work does not queue behind the
// server's on the same event loop: `node measure.mjs BASE_URL WARM_UP REQUESTS URL...` requests
// the URLs in turn, one at a time (as a browser asks with Accept-Encoding: br, gzip), and prints
// the latencies in ms as JSON. BENCH_COOKIE, when set, is sent as the Cookie header.
const [base, warmUp, requests, ...urls] = process.argv.slice(2);
const timings = [];
for (let i = 0; i < Number(warmUp) + Number(requests); i++) {
  const url = `${base}${urls[i % urls.length]}`;
  const started = performance.now();
  const headers = { 'accept-encoding': 'br, gzip' };
  // A member's calls carry the session cookie (BENCH_COOKIE).
  if (process.env.BENCH_COOKIE) headers.cookie = process.env.BENCH_COOKIE;
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  if (i >= Number(warmUp)) timings.push(elapsed);
}
console.log(JSON.stringify(timings));
