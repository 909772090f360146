"""Registration of this package with xDSL's tools (`xdsl-opt` and friends).

xDSL finds plugins through the `xdsl.universe` entry point (see
`xdsl/universe.py`); `UNIVERSE` below is ours. It cannot simply list the
`bufferization`, `memref` and `scf` dialects: xDSL defines dialects of those
names and `Universe.get_multiverse()` refuses a second definition. Instead,
loading this module replaces the factories that xDSL's own universe holds for
those names with ours. `get_multiverse()` loads every plugin before it merges
them, so stock `xdsl-opt` sees our dialects without any flag. Passes whose name
xDSL already uses are replaced the same way. See docs/registration.md.
"""

from collections.abc import Callable

from xdsl.ir import Dialect
from xdsl.passes import ModulePass
from xdsl.universe import XDSL_UNIVERSE, Universe

from xdsl_bufferization.diagnostics import install_cli_error_handler
from xdsl_bufferization.dialects import get_all_dialects
from xdsl_bufferization.interpreter_registration import register_if_interpreter_loaded
from xdsl_bufferization.source_locations import locate_ops_in_xdsl_opt
from xdsl_bufferization.transforms import get_all_passes


def install_overrides(universe: Universe = XDSL_UNIVERSE) -> None:
    """
    Make `universe` (by default xDSL's own) return our dialects and passes for
    the names it already defines. Idempotent.
    """
    universe.all_dialects.update(get_all_dialects())
    for name, factory in get_all_passes().items():
        if name in universe.all_passes:
            universe.all_passes[name] = factory


def _new_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Our passes whose names xDSL does not define (the overrides go above)."""
    return {
        name: factory
        for name, factory in get_all_passes().items()
        if name not in XDSL_UNIVERSE.all_passes
    }


def _new_dialects() -> dict[str, Callable[[], Dialect]]:
    return {
        name: factory
        for name, factory in get_all_dialects().items()
        if name not in XDSL_UNIVERSE.all_dialects
    }


UNIVERSE = Universe(all_dialects=_new_dialects(), all_passes=_new_passes())
install_overrides()
install_cli_error_handler()
register_if_interpreter_loaded()
locate_ops_in_xdsl_opt()
