"""A `Context` that knows every dialect `xdsl-opt` knows, plus ours."""

from xdsl.context import Context
from xdsl.universe import Universe

from xdsl_bufferization.dialects import get_all_dialects


def get_context(*, allow_unregistered: bool = False) -> Context:
    """
    Return a new `Context` with every dialect of xDSL and of the installed xDSL
    plugins registered (loaded lazily), where our `bufferization`, `memref` and
    `scf` dialects take the place of xDSL's.
    """
    from xdsl_bufferization.universe import install_overrides

    install_overrides()
    dialects = dict(Universe.get_multiverse().all_dialects)
    dialects.update(get_all_dialects())
    ctx = Context(allow_unregistered=allow_unregistered)
    for name, factory in dialects.items():
        ctx.register_dialect(name, factory)
    return ctx
