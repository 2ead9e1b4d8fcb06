import type { CORE_ERRORS } from '../errors.ts';

export const es: Record<keyof typeof CORE_ERRORS, string> = {
  'common.not_logged_in': 'La cuenta no ha iniciado sesión o la sesión ha caducado; inicie sesión de nuevo',
  'common.server_error': 'Algo salió mal; contacte con el administrador',
  'common.network': 'Problema de red; inténtelo de nuevo más tarde',
  'common.invalid_input': 'Rellene el formulario correctamente',
  'common.forbidden': 'No tiene permiso para esta operación ({{permission}})',
  'common.not_found': 'El registro no existe o ha sido eliminado',
  'common.stale_version':
    'Otra persona modificó este registro después de abrirlo; recárguelo y vuelva a aplicar su cambio',
  'common.conflict': 'La operación entra en conflicto con el estado actual del registro',
  'common.concurrent_change':
    'Otra persona cambió registros relacionados en el mismo momento, así que no se guardó nada; inténtelo de nuevo',
  'common.duplicate_name': 'El nombre ya existe',
  'common.too_large': 'La solicitud es demasiado grande',
  'common.rate_limited': 'Demasiadas solicitudes; inténtelo de nuevo en {{seconds}} segundos',
  'common.idempotency_in_progress': 'La misma operación todavía se está procesando',
  'common.idempotency_mismatch': 'Esta Idempotency-Key ya se usó para otra solicitud',
  'common.idempotency_done': 'Esta operación ya se realizó; recargue para ver su resultado',
  'auth.csrf_invalid': 'El formulario de inicio de sesión ha caducado; recargue la página e inténtelo de nuevo',
  'auth.bad_credentials': 'Usuario o contraseña incorrectos',
  'auth.locked':
    'Demasiados inicios de sesión fallidos: la cuenta está bloqueada; inténtelo de nuevo en {{minutes}} minutos',
  'auth.rate_limited':
    'Demasiados intentos de inicio de sesión desde esta dirección; inténtelo de nuevo en {{seconds}} segundos',
  'auth.account_disabled': 'Esta cuenta está desactivada',
  'auth.wrong_current_password': 'La contraseña actual es incorrecta',
  'auth.password_reused': 'La nueva contraseña debe ser distinta de la actual',
  'session.not_found': 'La sesión no existe o ya ha terminado',
  'session.current': 'Use cerrar sesión para terminar la sesión actual',
  'upload.img_type': 'Solo se pueden subir imágenes JPG o PNG',
  'upload.img_size': 'La imagen puede ocupar como máximo {{limit}}',
  'upload.img_error': 'Error de imagen: el archivo está dañado o no es una imagen real',
  'upload.img_dimensions': 'La imagen debe medir exactamente {{width}}x{{height}} píxeles',
  'import.failed': 'Error de importación',
  'supplier.suspended':
    'El proveedor está suspendido ({{reason}}): solo puede consultar hasta que la plataforma lo restablezca',
  'supplier.suspended_until':
    'El proveedor está suspendido hasta {{until}} ({{reason}}): hasta entonces solo puede consultar',
  'supplier.banned_until':
    'El proveedor está sancionado hasta {{until}} por infracciones ({{reason}}): hasta entonces solo puede consultar',
};
