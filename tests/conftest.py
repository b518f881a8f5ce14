"""What every test shares: Hypothesis without a clock. A property test fails for what it finds, never
for how long an example took (the default 200 ms deadline and the "too slow" health check would
fail a good run on a busy machine)."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

settings.register_profile("reglas-vivas", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("reglas-vivas")
