vcl 4.1;

# The shared cache in front of the storefront (decision 070): Varnish standing in for a CDN. It keeps
# what the storefront marks shareable for as long as the storefront says (s-maxage), serves it stale
# while revalidating and while the storefront is down, and drops pages by surrogate key when the
# storefront asks (BAN with X-Surrogate-Key). `npm run stack` starts it with this file, writing the
# backends' ports in (the two `.port` lines below are the defaults it replaces).

import std;
# Bundled with Varnish itself (like std): the round-robin director over the instances.
import directors;

# An instance is healthy while /healthz answers; two failed probes out of three make it sick, and a
# sick director makes every cached page servable stale (see vcl_recv).
probe healthz {
    .url = "/healthz";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

backend storefront_a {
    .host = "127.0.0.1";
    .port = "5201";
    .probe = healthz;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
}

backend storefront_b {
    .host = "127.0.0.1";
    .port = "5202";
    .probe = healthz;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
}

# Who may ban: the storefront's instances, on the same machine. A CDN's purge API has its own key.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    new storefronts = directors.round_robin();
    storefronts.add_backend(storefront_a);
    storefronts.add_backend(storefront_b);
}

sub vcl_recv {
    set req.backend_hint = storefronts.backend();

    # Purge by surrogate key: every object whose Surrogate-Key lists the key goes. One key per call
    # and only the characters keys are made of, so no call can ban everything. A ban on obj.* only is
    # one the ban lurker can apply in the background, so the ban list stays short.
    if (req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(405, "Not allowed"));
        }
        if (req.http.X-Surrogate-Key !~ "^[A-Za-z0-9:_.-]+$") {
            return (synth(400, "One X-Surrogate-Key of [A-Za-z0-9:_.-] is required"));
        }
        # The key matched whole, between spaces or the ends. The ban's own parser would read
        # backslashes and keep quotes, hence [[:space:]] and [.] rather than \s and \., unquoted.
        ban("obj.http.Surrogate-Key ~ (^|[[:space:]])" +
            regsuball(req.http.X-Surrogate-Key, "[.]", "[.]") +
            "([[:space:]]|$)");
        return (synth(200, "Banned"));
    }

    # While an instance is healthy a stale page is served only within the storefront's
    # stale-while-revalidate (60 s) and refreshed behind it; when none is, as long as the object is
    # kept (stale-if-error, a day): the default, beresp.grace, set in vcl_backend_response.
    if (std.healthy(req.backend_hint)) {
        set req.grace = 60s;
    }

    # Only reads are shared; posts (forms, the webhook) go to the storefront as they are.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # A request carrying any cookie a page reads is a shopper's: their page, never a shared copy
    # (SHOPPER_STATE_COOKIES in app/platform/cache/cache-policy.ts, and the consent cookie, CONSENT_COOKIE).
    if (req.http.Cookie ~ "(^|;\s*)(__session|__toast|__preview|vuid|testContext|promoBarClosed|benefitBarClosed|dismissedPopups|consent)=") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # Any other cookie (a tag's, a CDN's) the storefront does not read: looked up like no cookie at all
    # (the built-in VCL would pass every request with a cookie). The cookie still reaches the storefront
    # on a miss; its answer decides whether it may be kept.
    return (hash);
}

sub vcl_pass {
    set req.http.X-Cache-Passed = "1";
}

sub vcl_backend_response {
    # Kept only when the storefront says a shared cache may keep it, and never a shopper's answer: one
    # that sets a cookie, or is private / no-store / no-cache. The rest is remembered as not cacheable
    # for a while (hit-for-miss), so requests for it are not queued behind one another.
    if (beresp.http.Set-Cookie ||
        beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)" ||
        beresp.http.Cache-Control !~ "(?i)(public|s-maxage)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }

    # TTL: Varnish reads s-maxage (before max-age) itself. Grace: how long a stale copy may still be
    # served, the longer of stale-while-revalidate and stale-if-error (vcl_recv narrows it to the
    # former while the storefront is healthy).
    set beresp.grace = 0s;
    if (beresp.http.Cache-Control ~ "(?i)stale-while-revalidate=[0-9]+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Cache-Control, "(?i)^.*stale-while-revalidate=([0-9]+).*$", "\1s"), 0s);
    }
    if (beresp.http.Cache-Control ~ "(?i)stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error=([0-9]+).*$", "\1s"), beresp.grace);
    }

    # A page's copy is the same for every visitor without shopper cookies, which vcl_recv already
    # made sure of: the storefront's `Vary: Cookie` would keep one copy per tag cookie instead.
    if (beresp.http.Vary) {
        set beresp.http.Vary = regsuball(beresp.http.Vary, "(?i)(^|,)\s*Cookie\s*(,|$)", "\1");
        set beresp.http.Vary = regsub(beresp.http.Vary, "^[,\s]+|[,\s]+$", "");
        if (beresp.http.Vary == "") {
            unset beresp.http.Vary;
        }
    }
    return (deliver);
}

sub vcl_deliver {
    # What happened, for tests and people: HIT (fresh), STALE (served past its TTL, while refreshing
    # or while the storefront is down), MISS (fetched now), PASS (never shared), with the copy's hits.
    if (req.http.X-Cache-Passed || obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } else if (obj.hits > 0 && obj.ttl < 0s) {
        set resp.http.X-Cache = "STALE";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    set resp.http.X-Cache-Hits = obj.hits;
    # The keys are for caches; a browser has no use for them.
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    unset req.http.X-Cache-Passed;
}
