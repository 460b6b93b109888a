import AccessibilityModel

/// The state key an `accessibilityState` entry names, for the rules that read the entries of
/// every state object (invalid-state, and role-state-mismatch for the keys it pre-tests).
/// (state-unsupported-on-platform keeps the model's look-up: inlined into its check of an
/// entry, this one left that check out of line, 20K more instructions on the 1 MB benchmark.)
enum StateKeyName {
  /// `StateKey(rawValue: name)`: the five names compared as bytes, read in place, in one
  /// eight-byte word or two overlapping four-byte ones, inlined into the rule's loop over the
  /// entries; any other name (no key, nearly always) is looked up by `StateKey(rawValue:)`, so
  /// the answer is the same for every name. (The model's look-up is a call of its own for
  /// each entry, some 35 instructions, asked of every key by invalid-state.)
  @inline(__always)
  static func key(named name: String) -> StateKey? {
    let found: StateKey? = TextTools.withBytes(of: name) { bytes in
      guard let base = bytes.baseAddress else { return nil }
      let name = UnsafeRawPointer(base)
      switch bytes.count {
      case 4:
        return name.loadUnaligned(as: UInt32.self) == word("busy") ? .busy : nil
      case 7:
        return name.loadUnaligned(as: UInt32.self) == word("chec") && name.loadUnaligned(fromByteOffset: 3, as: UInt32.self) == word("cked")
          ? .checked : nil
      case 8:
        let bytes = name.loadUnaligned(as: UInt64.self)
        if bytes == words("disa", "bled") { return .disabled }
        if bytes == words("sele", "cted") { return .selected }
        if bytes == words("expa", "nded") { return .expanded }
        return nil
      default:
        return nil
      }
    }
    return found ?? StateKey(rawValue: name)
  }

  /// The four ASCII bytes of `text` as they lie in memory, read as a word (also role-state-mismatch's
  /// pre-test, `RoleStateMismatchRule.mayBeUncarried`).
  @inline(__always) static func word(_ text: StaticString) -> UInt32 {
    UnsafeRawPointer(text.utf8Start).loadUnaligned(as: UInt32.self)
  }

  /// The eight ASCII bytes of `first` and then `second` as they lie in memory, read as a word.
  @inline(__always) static func words(_ first: StaticString, _ second: StaticString) -> UInt64 {
    UInt64(littleEndian: UInt64(UInt32(littleEndian: word(first))) | UInt64(UInt32(littleEndian: word(second))) << 32)
  }
}
