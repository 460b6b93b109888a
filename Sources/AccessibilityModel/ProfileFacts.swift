/// The facts of an element that only a profile, a mapped component or a platform-prefixed
/// attribute gives (see `AXElement.behaviour` and the properties after it). Most elements have
/// none of them, so an element holds one optional reference to this box instead of eleven
/// fields.
final class ProfileFacts {
  var behaviour: ComponentBehaviour?
  var roleForms: [Role: [PlatformAPI: RoleForm]] = [:]
  var roleNames: [Role: String] = [:]
  var writtenRoleForms: [String: [PlatformAPI: [RoleForm]]] = [:]
  var checkedTraits: [PlatformAPI: String] = [:]
  var platformAttributes: [PlatformAttribute] = []
  var removedOn: Set<Platform> = []
  var hiddenOn: Set<Platform> = []
  var namedOn: Set<Platform> = []
  var isNamedOnlyOnSomePlatforms = false
  var invalidEnumeratedValues: [InvalidEnumeratedValue] = []
  var unfiredEvents: [EventBinding] = []
}
